"""Sigmoid -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 4363, transformers#2, dim 0 x1266)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """Sigmoid -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(20256, 32, 16, 16)]


def get_init_inputs():
    return []
