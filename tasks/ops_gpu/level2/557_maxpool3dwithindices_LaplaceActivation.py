"""F.max_pool3d_with_indices -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 905, transformers#2, dim 0 x4861)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.max_pool3d_with_indices -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(38888, 16, 32, 32)]


def get_init_inputs():
    return []
