"""hf.MistralRMSNorm -> torch.frac: synthesised by warpgym synth (seed 7, index 1594, transformers#2, dim 0 x6787)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.frac"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(868736, 256)]


def get_init_inputs():
    return []
