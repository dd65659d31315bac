"""hf.ReLUSquaredActivation -> GroupNorm: synthesised by warpgym synth (seed 9, index 788, transformers#2, dim 0 x484)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(7744, 64, 128)]


def get_init_inputs():
    return []
