"""F.cosine_similarity -> torch.true_divide -> F.glu -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 2115, transformers#4, dim 0 x968)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.cosine_similarity -> torch.true_divide -> F.glu -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_3 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1, x2):
        x = F.cosine_similarity(x, x1)
        x = torch.true_divide(x, x2)
        x = F.glu(x)
        x = self.gelutanh_3(x)
        return x


def get_inputs():
    return [torch.randn(7744, 256, 128), torch.randn(7744, 256, 128), torch.randn(7744, 128)]


def get_init_inputs():
    return []
