"""hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 3663, transformers#1, dim 0 x621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(9936, 32, 256)]


def get_init_inputs():
    return []
