"""Softplus -> torch.atan2 -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 2688, transformers#3, dim 0 x1532)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """Softplus -> torch.atan2 -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=16)

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = torch.atan2(x, x1)
        x = self.mistralrmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(3064, 8, 8, 16, 16), torch.randn(3064, 8, 8, 16, 16)]


def get_init_inputs():
    return []
