"""torch.diff -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 1812, transformers#2, dim 0 x4044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """torch.diff -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=511)

    def forward(self, x):
        x = torch.diff(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1035264, 512)]


def get_init_inputs():
    return []
