"""hf.ReLUSquaredActivation -> ZeroPad1d: synthesised by warpgym synth (seed 8, index 50, transformers#2, dim 0 x641)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(164096, 512)]


def get_init_inputs():
    return []
