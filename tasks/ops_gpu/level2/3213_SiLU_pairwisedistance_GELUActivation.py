"""SiLU -> F.pairwise_distance -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 5060, transformers#3, dim 0 x381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """SiLU -> F.pairwise_distance -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.geluactivation_2 = GELUActivation()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = F.pairwise_distance(x, x1)
        x = self.geluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(12192, 128, 64), torch.randn(12192, 128, 64)]


def get_init_inputs():
    return []
