"""torch.pow -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 6492, transformers#2, dim 0 x626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """torch.pow -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=128)

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(5008, 256, 128)]


def get_init_inputs():
    return []
