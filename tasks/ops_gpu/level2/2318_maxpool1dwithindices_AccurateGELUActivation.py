"""F.max_pool1d_with_indices -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 3658, transformers#2, dim 0 x5514)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.max_pool1d_with_indices -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(352896, 1024)]


def get_init_inputs():
    return []
