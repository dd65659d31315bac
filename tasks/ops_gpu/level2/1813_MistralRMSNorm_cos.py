"""hf.MistralRMSNorm -> torch.cos: synthesised by warpgym synth (seed 7, index 2872, transformers#2, dim 0 x2379)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.cos"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(19032, 64, 16, 16)]


def get_init_inputs():
    return []
