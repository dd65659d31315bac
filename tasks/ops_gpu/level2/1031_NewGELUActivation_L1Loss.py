"""hf.NewGELUActivation -> L1Loss: synthesised by warpgym synth (seed 7, index 1418, transformers#2, dim 0 x172)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.newgeluactivation_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2752, 32, 256), torch.randn(2752, 32, 256)]


def get_init_inputs():
    return []
