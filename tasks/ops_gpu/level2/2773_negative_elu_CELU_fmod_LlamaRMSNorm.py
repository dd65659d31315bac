"""torch.negative -> F.elu -> CELU -> torch.fmod -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 4380, transformers#5, dim 0 x736)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.negative -> F.elu -> CELU -> torch.fmod -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.celu_2 = nn.CELU()
        self.llamarmsnorm_4 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x, x1):
        x = torch.negative(x)
        x = F.elu(x)
        x = self.celu_2(x)
        x = torch.fmod(x, x1)
        x = self.llamarmsnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(5888, 16, 32, 32), torch.randn(5888, 16, 32, 32)]


def get_init_inputs():
    return []
