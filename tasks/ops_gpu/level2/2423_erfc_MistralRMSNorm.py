"""torch.erfc -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 3820, transformers#2, dim 0 x537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """torch.erfc -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=512)

    def forward(self, x):
        x = torch.erfc(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(137472, 512)]


def get_init_inputs():
    return []
