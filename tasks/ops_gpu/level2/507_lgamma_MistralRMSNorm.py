"""torch.lgamma -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 811, transformers#2, dim 0 x940)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """torch.lgamma -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = torch.lgamma(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(240640, 256)]


def get_init_inputs():
    return []
