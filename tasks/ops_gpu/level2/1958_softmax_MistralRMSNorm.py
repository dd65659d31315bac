"""F.softmax -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 3089, transformers#2, dim 0 x12140)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.softmax -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=16)

    def forward(self, x):
        x = F.softmax(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(24280, 8, 8, 16, 16)]


def get_init_inputs():
    return []
