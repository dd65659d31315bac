"""F.channel_shuffle -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 4662, transformers#2, dim 0 x2256)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.channel_shuffle -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(36096, 64, 128)]


def get_init_inputs():
    return []
