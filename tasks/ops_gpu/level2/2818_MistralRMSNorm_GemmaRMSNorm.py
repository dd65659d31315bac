"""hf.MistralRMSNorm -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 4451, transformers#2, dim 0 x357)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=16)
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2856, 64, 16, 16)]


def get_init_inputs():
    return []
