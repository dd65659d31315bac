"""F.adaptive_max_pool2d_with_indices -> F.gelu -> hf.AccurateGELUActivation -> torch.ravel: synthesised by warpgym synth (seed 7, index 3044, transformers#4, dim 0 x3955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> F.gelu -> hf.AccurateGELUActivation -> torch.ravel"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = F.gelu(x)
        x = self.accurategeluactivation_2(x)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(31640, 256, 128)]


def get_init_inputs():
    return []
