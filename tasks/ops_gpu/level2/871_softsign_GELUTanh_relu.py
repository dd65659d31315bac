"""F.softsign -> hf.GELUTanh -> F.relu: synthesised by warpgym synth (seed 7, index 1421, transformers#3, dim 0 x423)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.softsign -> hf.GELUTanh -> F.relu"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = F.softsign(x)
        x = self.gelutanh_1(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(108288, 512)]


def get_init_inputs():
    return []
