"""hf.LlamaRMSNorm -> ReLU -> Softmin -> torch.frac -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 942, transformers#5, dim 0 x116)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> ReLU -> Softmin -> torch.frac -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=512)
        self.relu_1 = nn.ReLU()
        self.softmin_2 = nn.Softmin()
        self.gemmarmsnorm_4 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.relu_1(x)
        x = self.softmin_2(x)
        x = torch.frac(x)
        x = self.gemmarmsnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(29696, 512)]


def get_init_inputs():
    return []
