"""F.adaptive_avg_pool3d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 1758, transformers#2, dim 0 x3120)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(12480, 32, 32, 32)]


def get_init_inputs():
    return []
