"""hf.GELUTanh -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 6284, transformers#2, dim 0 x120)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.gelutanh_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(960, 256, 128), torch.randn(960, 256, 128)]


def get_init_inputs():
    return []
