"""Hardsigmoid -> BatchNorm1d -> torch.svd -> hf.T5LayerNorm -> Hardtanh: synthesised by warpgym synth (seed 7, index 6517, transformers#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """Hardsigmoid -> BatchNorm1d -> torch.svd -> hf.T5LayerNorm -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=1024)
        self.t5layernorm_3 = T5LayerNorm(hidden_size=64)
        self.hardtanh_4 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.batchnorm1d_1(x)
        x = torch.svd(x)[0]
        x = self.t5layernorm_3(x)
        x = self.hardtanh_4(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
