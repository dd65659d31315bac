"""torch.remainder -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 6701, transformers#2, dim 0 x2301)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.remainder -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(147264, 1024), torch.randn(147264, 1024)]


def get_init_inputs():
    return []
