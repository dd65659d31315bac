"""hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 6890, transformers#1, dim 0 x3994)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(31952, 16, 32, 32)]


def get_init_inputs():
    return []
