"""hf.MistralRMSNorm -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 4070, transformers#2, dim 0 x1667)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=32)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(13336, 16, 32, 32)]


def get_init_inputs():
    return []
