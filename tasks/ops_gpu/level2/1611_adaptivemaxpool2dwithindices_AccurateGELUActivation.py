"""F.adaptive_max_pool2d_with_indices -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2555, transformers#2, dim 0 x3313)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(106016, 128, 64)]


def get_init_inputs():
    return []
