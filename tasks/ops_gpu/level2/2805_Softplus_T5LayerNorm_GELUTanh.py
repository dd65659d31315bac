"""Softplus -> hf.T5LayerNorm -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 4428, transformers#3, dim 0 x1308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """Softplus -> hf.T5LayerNorm -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=1024)
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.t5layernorm_1(x)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(83712, 1024)]


def get_init_inputs():
    return []
