"""F.avg_pool2d -> hf.LlamaRMSNorm -> torch.swapdims -> hf.LaplaceActivation: synthesised by warpgym synth (seed 9, index 448, transformers#4, dim 0 x495)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """F.avg_pool2d -> hf.LlamaRMSNorm -> torch.swapdims -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=21)
        self.laplaceactivation_3 = LaplaceActivation()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = self.llamarmsnorm_1(x)
        x = torch.swapdims(x, -1, -2)
        x = self.laplaceactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(15840, 128, 64)]


def get_init_inputs():
    return []
