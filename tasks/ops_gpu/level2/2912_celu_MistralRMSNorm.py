"""F.celu -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 4603, transformers#2, dim 0 x328)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.celu -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = F.celu(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(167936, 256)]


def get_init_inputs():
    return []
