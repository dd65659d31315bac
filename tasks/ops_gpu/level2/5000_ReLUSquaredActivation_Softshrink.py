"""hf.ReLUSquaredActivation -> Softshrink: synthesised by warpgym synth (seed 9, index 443, transformers#2, dim 0 x3883)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(62128, 32, 16, 16)]


def get_init_inputs():
    return []
