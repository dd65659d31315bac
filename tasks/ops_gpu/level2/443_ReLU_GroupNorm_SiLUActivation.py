"""ReLU -> GroupNorm -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 701, transformers#3, dim 0 x624)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """ReLU -> GroupNorm -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.groupnorm_1(x)
        x = self.siluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(9984, 64, 128)]


def get_init_inputs():
    return []
