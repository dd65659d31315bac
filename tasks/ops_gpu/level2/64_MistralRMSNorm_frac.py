"""hf.MistralRMSNorm -> torch.frac: synthesised by warpgym synth (seed 7, index 91, transformers#2, dim 0 x2301)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.frac"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(18408, 16, 32, 32)]


def get_init_inputs():
    return []
