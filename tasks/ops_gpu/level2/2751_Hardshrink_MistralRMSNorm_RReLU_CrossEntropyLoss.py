"""Hardshrink -> hf.MistralRMSNorm -> RReLU -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 3754, transformers#4, dim 0 x169)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """Hardshrink -> hf.MistralRMSNorm -> RReLU -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=32)
        self.rrelu_2 = nn.RReLU()
        self.crossentropyloss_3 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = self.mistralrmsnorm_1(x)
        x = self.rrelu_2(x)
        x = self.crossentropyloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(1352, 16, 32, 32), torch.randn(1352, 16, 32, 32)]


def get_init_inputs():
    return []
