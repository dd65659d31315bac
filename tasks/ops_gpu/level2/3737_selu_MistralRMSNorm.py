"""F.selu -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 5860, transformers#2, dim 0 x9855)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.selu -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=8)

    def forward(self, x):
        x = F.selu(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(39420, 16, 8, 8, 8)]


def get_init_inputs():
    return []
