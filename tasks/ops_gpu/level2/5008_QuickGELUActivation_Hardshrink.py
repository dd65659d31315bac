"""hf.QuickGELUActivation -> Hardshrink: synthesised by warpgym synth (seed 9, index 451, transformers#2, dim 0 x751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(12016, 32, 256)]


def get_init_inputs():
    return []
