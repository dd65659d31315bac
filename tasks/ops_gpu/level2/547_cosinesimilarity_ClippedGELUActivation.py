"""F.cosine_similarity -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 890, transformers#2, dim 0 x1134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.cosine_similarity -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(18144, 32, 16, 16), torch.randn(18144, 32, 16, 16)]


def get_init_inputs():
    return []
