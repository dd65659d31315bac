"""F.cosine_similarity -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 4666, transformers#2, dim 0 x4002)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """F.cosine_similarity -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(64032, 32, 16, 16), torch.randn(64032, 32, 16, 16)]


def get_init_inputs():
    return []
