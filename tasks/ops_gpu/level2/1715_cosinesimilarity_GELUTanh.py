"""F.cosine_similarity -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 2721, transformers#2, dim 0 x2573)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.cosine_similarity -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(5146, 8, 8, 16, 16), torch.randn(5146, 8, 8, 16, 16)]


def get_init_inputs():
    return []
