"""hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 6127, transformers#1, dim 0 x762)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(48768, 1024)]


def get_init_inputs():
    return []
