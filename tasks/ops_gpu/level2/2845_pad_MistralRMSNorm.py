"""F.pad -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 4499, transformers#2, dim 0 x4072)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.pad -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=514)

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1042432, 512)]


def get_init_inputs():
    return []
