"""hf.MistralRMSNorm -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 3811, transformers#2, dim 0 x1054)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=256)
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(539648, 256)]


def get_init_inputs():
    return []
