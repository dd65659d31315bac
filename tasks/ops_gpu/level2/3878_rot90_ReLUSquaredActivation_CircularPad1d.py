"""torch.rot90 -> hf.ReLUSquaredActivation -> CircularPad1d: synthesised by warpgym synth (seed 7, index 6113, transformers#3, dim 0 x2980)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """torch.rot90 -> hf.ReLUSquaredActivation -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()
        self.circularpad1d_2 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = torch.rot90(x)
        x = self.relusquaredactivation_1(x)
        x = self.circularpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(381440, 256)]


def get_init_inputs():
    return []
