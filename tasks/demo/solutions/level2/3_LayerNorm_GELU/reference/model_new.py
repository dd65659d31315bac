import torch
import torch.nn as nn

import cpu_extension


class ModelNew(nn.Module):
    def __init__(self, normalized_shape: int):
        super().__init__()
        self.norm = nn.LayerNorm(normalized_shape)  # parameters only; never called

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cpu_extension.layernorm_gelu(x, self.norm.weight, self.norm.bias, self.norm.eps)
