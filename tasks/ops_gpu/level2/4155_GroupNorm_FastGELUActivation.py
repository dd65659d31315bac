"""GroupNorm -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 6520, transformers#2, dim 0 x7339)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """GroupNorm -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=16, num_groups=2)
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(29356, 16, 8, 8, 8)]


def get_init_inputs():
    return []
