"""GELU -> torch.fix -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 6157, transformers#3, dim 0 x294)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """GELU -> torch.fix -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.gelu_0(x)
        x = torch.fix(x)
        x = self.mistralrmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(4704, 32, 256)]


def get_init_inputs():
    return []
