"""F.adaptive_avg_pool1d -> F.celu -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 53, transformers#3, dim 0 x5134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> F.celu -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = F.celu(x)
        x = self.accurategeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(1314304, 512)]


def get_init_inputs():
    return []
