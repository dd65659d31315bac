"""F.tanh -> hf.GELUTanh -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 1099, transformers#3, dim 0 x177)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.tanh -> hf.GELUTanh -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1):
        x = F.tanh(x)
        x = self.gelutanh_1(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(11328, 1024), torch.randn(11328, 1024)]


def get_init_inputs():
    return []
